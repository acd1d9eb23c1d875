import { describe, expect, it } from 'vitest';

// The files of a worker share one page (vitest.config.ts): a test that moved the page's history (the shell's hash
// router) must not leave its entry's state to the next one, whose screens read it to go back (tests/setup/dom.ts).
describe('the page history a test leaves behind', () => {
  it('is moved by a test as the hash router moves it', () => {
    window.history.pushState({ usr: null, key: 'kept', idx: 3 }, '', '#/finance-add?id=7');
    expect(window.history.state).toMatchObject({ idx: 3 });
  });

  it('is put back before the next test', () => {
    expect(window.history.state).toBeNull();
    expect(window.location.hash).toBe('');
  });
});
