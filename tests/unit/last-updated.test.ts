import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {formatUpdateDate} from '../../src/theme/LastUpdated/format';

describe('last-updated date', () => {
  it('is written as the Intl formatter the stock theme used writes it in English, for every day of several years', () => {
    const intl = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC', calendar: 'gregory'});
    const start = Date.UTC(2019, 0, 1);
    for (let day = 0; day < 365 * 9; day++) {
      // Late in the UTC day: a formatter in local time would give the next day in zones east of UTC.
      const date = new Date(start + day * 86_400_000 + 23 * 3_600_000 + 59 * 60_000);
      assert.equal(formatUpdateDate(date), intl.format(date), date.toISOString());
    }
  });
});
