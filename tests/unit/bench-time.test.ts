import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parseTimeV} from '../../bench/lib/time';

const REPORT = `\tCommand being timed: "npm run build"
\tUser time (seconds): 150.31
\tSystem time (seconds): 12.07
\tPercent of CPU this job got: 160%
\tElapsed (wall clock) time (h:mm:ss or m:ss): 1:41.52
\tMaximum resident set size (kbytes): 1843200
`;

test('GNU time -v: wall clock, peak RSS, CPU', () => {
  const figures = parseTimeV(REPORT);
  assert.ok(Math.abs(figures.seconds - 101.52) < 1e-9);
  assert.equal(figures.maxRssKiB, 1843200);
  assert.equal(figures.user, 150.31);
  assert.equal(figures.system, 12.07);
  assert.equal(parseTimeV(REPORT.replace('1:41.52', '1:02:03.5')).seconds, 3723.5);
});

test('no report, no figures', () => {
  assert.throws(() => parseTimeV('npm ERR!'), /No \/usr\/bin\/time -v report/);
});
