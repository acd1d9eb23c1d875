import { Card, Checkbox, Flex } from 'antd';
import type { ExportField, ExportModel } from '@/api/company-export';
import { useTexts } from '@/stores/language';
import { companyExportCatalogue } from './i18n/company-export';

/** A picked field as one string: `moduleKey.fieldKey` (neither may contain a dot). */
export const fieldId = (moduleKey: string, fieldKey: string) => `${moduleKey}.${fieldKey}`;

export function pickedFields(models: ExportModel[], picked: ReadonlySet<string>): ExportField[] {
  return models.flatMap((m) => m.fields.filter((f) => picked.has(fieldId(m.moduleKey, f.fieldKey))).map((f) => ({ moduleKey: m.moduleKey, fieldKey: f.fieldKey })));
}

interface FieldPickerProps {
  models: ExportModel[];
  picked: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}

/** The park's models as groups of checkboxes, each with 全选. */
export function FieldPicker({ models, picked, onChange }: FieldPickerProps) {
  const words = useTexts(companyExportCatalogue).picker;
  const toggle = (ids: string[], on: boolean) => {
    const next = new Set(picked);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onChange(next);
  };
  return (
    <Flex vertical gap={12}>
      {models.map((model) => {
        const ids = model.fields.map((f) => fieldId(model.moduleKey, f.fieldKey));
        const chosen = ids.filter((id) => picked.has(id)).length;
        return (
          <Card
            key={model.moduleKey}
            size="small"
            title={model.name}
            extra={
              <Checkbox
                aria-label={words.allOf(model.name)}
                checked={ids.length > 0 && chosen === ids.length}
                indeterminate={chosen > 0 && chosen < ids.length}
                disabled={ids.length === 0}
                onChange={(event) => toggle(ids, event.target.checked)}
              >
                {words.all}
              </Checkbox>
            }
          >
            {model.fields.length === 0 ? (
              <span>{words.noFields}</span>
            ) : (
              <Flex wrap gap={12} role="group" aria-label={model.name}>
                {model.fields.map((field) => {
                  const id = fieldId(model.moduleKey, field.fieldKey);
                  return (
                    <Checkbox key={id} checked={picked.has(id)} onChange={(event) => toggle([id], event.target.checked)}>
                      {field.label}
                    </Checkbox>
                  );
                })}
              </Flex>
            )}
          </Card>
        );
      })}
    </Flex>
  );
}
