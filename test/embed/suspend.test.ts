/**
 * A SCORM package's save storage over `cmi.suspend_data` (embed/suspend.ts, issue 26): the record
 * and the keys beside it (a timed game's deadline) in one text, read back at the next launch; a
 * text the LMS refuses (too long) leaves what it kept.
 */
import { expect } from '@open-wc/testing';
import { SUSPEND_DATA_MAX, SUSPEND_KEY, readSuspendData, suspendStorage } from '../../embed/suspend.js';

describe('SCORM suspend data storage (issue 26)', () => {
  it('keeps the save and the keys beside it in one text, read back at the next launch', () => {
    let kept = '';
    const storage = suspendStorage('', (text) => ((kept = text), true));
    expect(storage.getItem(SUSPEND_KEY), 'a new attempt holds nothing').to.equal(null);
    storage.setItem(SUSPEND_KEY, '{"v":2,"m":"a0"}');
    storage.setItem(`${SUSPEND_KEY}:deadline`, '1800000000000');
    expect(kept).to.equal('{"v":2,"m":"a0"}\n:deadline\t1800000000000');
    const next = suspendStorage(kept, (text) => ((kept = text), true));
    expect(next.getItem(SUSPEND_KEY)).to.equal('{"v":2,"m":"a0"}');
    expect(next.getItem(`${SUSPEND_KEY}:deadline`)).to.equal('1800000000000');
    next.removeItem(`${SUSPEND_KEY}:deadline`);
    expect([...readSuspendData(kept).keys()]).to.deep.equal([SUSPEND_KEY]);
  });

  it('a text the LMS refuses (over SCORM 1.2\'s 4,096 characters) leaves the last one it took', () => {
    let kept = '';
    const storage = suspendStorage('', (text) => (text.length <= SUSPEND_DATA_MAX ? ((kept = text), true) : false));
    storage.setItem(SUSPEND_KEY, 'short');
    storage.setItem(SUSPEND_KEY, 'x'.repeat(SUSPEND_DATA_MAX + 1));
    expect(kept).to.equal('short');
    expect(storage.getItem(SUSPEND_KEY), 'reading gives what the LMS holds').to.equal('short');
  });
});
