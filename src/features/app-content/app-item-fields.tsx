import type { FormField } from '@/components/schema-form/form-fields';
import { APP_SLOTS, LINK_REFUSED, parseAppLink, SERVICE_PHONE_PATTERN, validWindowRule, type AppSlotKey } from '@contract/app-content';
import type { AppContentTexts } from './i18n/app-content';
import { LinkTargetInput, type LinkKind } from './link-target-input';

const linkKinds = (kind: AppSlotKey): LinkKind[] => {
  const link = APP_SLOTS[kind].link;
  if (link === 'content') return ['content'];
  return link === 'required' ? ['route', 'url', 'content'] : ['none', 'content', 'url', 'route'];
};

// The contract's refusal, in the language in effect (`word`: useContractWord()).
const checkLink = (word: (chinese: string) => string) => async (_: unknown, value: unknown) => {
  if (typeof value === 'string' && value !== '' && !parseAppLink(value)) throw new Error(word(LINK_REFUSED));
};

/** The form of one slot's item, from its declaration: the same checks the server makes, said before sending. */
export function appItemFields(kind: AppSlotKey, texts: AppContentTexts, word: (chinese: string) => string): FormField[] {
  const slot = APP_SLOTS[kind];
  const words = texts.form;
  const fields: FormField[] = [{ type: 'text', name: 'title', label: kind === 'phone' ? words.name : words.title, required: true, maxLength: 30 }];
  if (slot.image === 'required') {
    fields.push({ type: 'upload', name: 'image', label: kind === 'quickEnter' ? words.icon : words.image, required: true, mode: 'image', maxCount: 1, extra: kind === 'quickEnter' ? words.iconSize : words.imageSize });
  }
  if (slot.link !== 'none') {
    fields.push({
      type: 'custom', name: 'link', label: kind === 'recommend' ? words.recommended : words.link, required: slot.link !== 'optional',
      rules: [{ validator: checkLink(word) }], input: <LinkTargetInput kinds={linkKinds(kind)} />,
    });
  }
  if (slot.phone) {
    fields.push({ type: 'text', name: 'phone', label: words.phone, required: true, maxLength: 20, rules: [{ pattern: new RegExp(SERVICE_PHONE_PATTERN), message: words.phoneInvalid }] });
  }
  if (slot.window) {
    fields.push(
      { type: 'date', name: 'validFrom', label: words.validFrom, withTime: true, extra: words.validFromExtra },
      {
        type: 'date', name: 'validTo', label: words.validTo, withTime: true, extra: words.validToExtra,
        rule: (value, values) => validWindowRule(value, values.validFrom),
      },
    );
  }
  return fields;
}
