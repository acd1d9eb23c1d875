import type { Language } from '@contract/languages';
import { ruleMessageEnOrNull } from '@contract/rule-messages-en';
import { agencySuggestionsApp } from './agency-suggestions-app';
import { common } from './common';
import { contentAdmin } from './content-admin';
import { firstDay } from './first-day';
import { firstDayScreens } from './first-day-screens';
import { serviceContent } from './service-content';

/**
 * The English of the server's refusals (AppError messages and field errors), keyed by the Chinese words the
 * services throw: the error handler answers a caller reading English with these, so no throw site changes. A
 * refusal with values in it is matched by its pattern. A refusal not yet here answers in Chinese: the list grows
 * module by module (README, "English beside Chinese"). Each module group's block is a file of this folder, looked up
 * in this order.
 */
const BLOCKS = [common, serviceContent, firstDay, agencySuggestionsApp, firstDayScreens((message) => refusalIn('en-US', message)), contentAdmin];
const PATTERNS = BLOCKS.flatMap((block) => block.patterns);

/** A refusal in the caller's language (as it was thrown when there is no English for it yet). */
export function refusalIn(language: Language, message: string): string {
  if (language === 'zh-CN') return message;
  const fixed = BLOCKS.map((block) => block.fixed[message]).find((english) => english !== undefined);
  if (fixed) return fixed;
  // The contract's rule sentences, as the console's forms say them (contract/rule-messages-en.ts).
  const rule = ruleMessageEnOrNull(message);
  if (rule) return rule;
  for (const [pattern, english] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return english(...match.slice(1));
  }
  return message;
}
