import type { FormField } from '@/components/schema-form/form-fields';
import { APP_SLOTS, LINK_REFUSED, parseAppLink, SERVICE_PHONE_PATTERN, validWindowRule, type AppSlotKey } from '@contract/app-content';
import { LinkTargetInput, type LinkKind } from './link-target-input';

const linkKinds = (kind: AppSlotKey): LinkKind[] => {
  const link = APP_SLOTS[kind].link;
  if (link === 'content') return ['content'];
  return link === 'required' ? ['route', 'url', 'content'] : ['none', 'content', 'url', 'route'];
};

const checkLink = async (_: unknown, value: unknown) => {
  if (typeof value === 'string' && value !== '' && !parseAppLink(value)) throw new Error(LINK_REFUSED);
};

/** The form of one slot's item, from its declaration: the same checks the server makes, said before sending. */
export function appItemFields(kind: AppSlotKey): FormField[] {
  const slot = APP_SLOTS[kind];
  const fields: FormField[] = [{ type: 'text', name: 'title', label: kind === 'phone' ? '名称' : '标题', required: true, maxLength: 30 }];
  if (slot.image === 'required') {
    fields.push({ type: 'upload', name: 'image', label: kind === 'quickEnter' ? '图标' : '图片', required: true, mode: 'image', maxCount: 1, extra: kind === 'quickEnter' ? '建议 96×96' : '建议 750×300' });
  }
  if (slot.link !== 'none') {
    fields.push({
      type: 'custom', name: 'link', label: kind === 'recommend' ? '推荐内容' : '链接目标', required: slot.link !== 'optional',
      rules: [{ validator: checkLink }], input: <LinkTargetInput kinds={linkKinds(kind)} />,
    });
  }
  if (slot.phone) {
    fields.push({ type: 'text', name: 'phone', label: '电话号码', required: true, maxLength: 20, rules: [{ pattern: new RegExp(SERVICE_PHONE_PATTERN), message: '电话号码格式不正确' }] });
  }
  if (slot.window) {
    fields.push(
      { type: 'date', name: 'validFrom', label: '开始时间', withTime: true, extra: '留空则立即展示' },
      {
        type: 'date', name: 'validTo', label: '结束时间', withTime: true, extra: '留空则一直展示',
        rule: (value, values) => validWindowRule(value, values.validFrom),
      },
    );
  }
  return fields;
}
