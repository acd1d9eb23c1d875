import { describe, expect, it } from 'vitest';
import { DEFAULT_DONE } from '@contract/calls/define-call';
import { CALLS } from './declared-calls';
import { DONE_EN, doneEn } from '@contract/done-en';
import { PRE_APPLY_ACTIONS, PRE_APPLY_DECISIONS } from '@contract/pre-apply-states';

// Issue 24 point 4: the success envelope's msg follows the caller's language, so every message a call declares as
// `done` (and the envelope's default) has its English.

const HAN = /[\u3400-\u9fff]/;

// The values a placeholder of a `done` template stands for, by the constant it reads: the pre-application check's
// message is 已 and the action of its decision. Any other placeholder is a count.
const PLACEHOLDER_VALUES: Readonly<Record<string, readonly string[]>> = {
  PRE_APPLY_ACTIONS: PRE_APPLY_DECISIONS.map((decision) => PRE_APPLY_ACTIONS[decision]),
};

const unescape = (text: string) =>
  text.replace(/\\u\{([0-9a-fA-F]+)\}|\\u([0-9a-fA-F]{4})|\\(.)/g, (_, wide: string | undefined, four: string | undefined, other: string | undefined) =>
    (wide ?? four) !== undefined ? String.fromCodePoint(parseInt((wide ?? four) as string, 16)) : (other as string),
  );

// A template literal as the messages it can give: each placeholder replaced by each of its values.
function messagesOfTemplate(body: string): string[] {
  return body.split(/(\$\{[^}]*\})/).reduce<string[]>(
    (messages, part) => {
      const expression = /^\$\{([^}]*)\}$/.exec(part)?.[1];
      if (expression === undefined) return messages.map((message) => message + unescape(part));
      const constant = /\b([A-Z][A-Z0-9_]+)\b/.exec(expression)?.[1];
      const values = constant ? (PLACEHOLDER_VALUES[constant] ?? [`<values of ${constant} unknown to this test>`]) : ['12'];
      return messages.flatMap((message) => values.map((value) => message + value));
    },
    [''],
  );
}

/** The Chinese messages in a function `done`'s source: its string and template literals that hold Han. */
function messagesInSource(source: string): string[] {
  const literals = source.matchAll(/"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g);
  return [...literals]
    .flatMap(([, double, single, template]) => (template !== undefined ? messagesOfTemplate(template) : [unescape(double ?? single ?? '')]))
    .filter((message) => HAN.test(message));
}

function declaredMessages(): Array<{ call: string; message: string }> {
  const messages = [{ call: 'the envelope default', message: DEFAULT_DONE }];
  for (const call of CALLS) {
    const { done } = call as { done?: unknown };
    if (typeof done === 'string') messages.push({ call: call.id, message: done });
    if (typeof done === 'function') messages.push(...messagesInSource(String(done)).map((message) => ({ call: call.id, message })));
  }
  return messages;
}

describe('the success messages in English', () => {
  const messages = declaredMessages();

  it('reads the messages of the declared calls, their functions included', () => {
    expect(CALLS.filter((call) => (call as { done?: unknown }).done !== undefined).length).toBeGreaterThan(120);
    const ids = new Set(messages.map(({ call }) => call));
    expect(ids.has('park.setEnabled') && ids.has('personnel.import') && ids.has('preApply.check')).toBe(true);
    expect(messages.map(({ message }) => message)).toEqual(expect.arrayContaining(['园区已停用', '已导入 12 名员工', '已退回修改', '操作成功']));
  });

  it('has the English of every declared message and the default', () => {
    expect(messages.filter(({ message }) => doneEn(message) === message)).toEqual([]);
  });

  it('has no Chinese left in its English', () => {
    const english = messages.map(({ message }) => doneEn(message)).filter((text, index) => text !== messages[index]?.message);
    expect(english.filter((text) => HAN.test(text))).toEqual([]);
    expect(Object.values(DONE_EN).filter((english) => HAN.test(english))).toEqual([]);
  });

  it('has no English for a message no call declares', () => {
    const declared = new Set(messages.map(({ message }) => message));
    expect(Object.keys(DONE_EN).filter((message) => !declared.has(message))).toEqual([]);
  });

  it('reads a message with a count in it', () => {
    expect(doneEn('已导入 3 名员工')).toBe('3 staff members imported');
    expect(doneEn('已导入 1 名员工')).toBe('1 staff member imported');
  });
});
