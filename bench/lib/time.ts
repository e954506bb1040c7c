/** Reads the figures of GNU time's -v report. */
export function parseTimeV(stderr: string): {seconds: number; maxRssKiB: number; user: number; system: number} {
  const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): ([\d:.]+)/.exec(stderr)?.[1];
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr)?.[1];
  const user = /User time \(seconds\): ([\d.]+)/.exec(stderr)?.[1];
  const system = /System time \(seconds\): ([\d.]+)/.exec(stderr)?.[1];
  if (!wall || !rss) {
    throw new Error('No /usr/bin/time -v report found');
  }
  const seconds = wall.split(':').reduce((total, part) => total * 60 + Number(part), 0);
  return {seconds, maxRssKiB: Number(rss), user: Number(user ?? 0), system: Number(system ?? 0)};
}
