import { message } from 'antd';
import { addPlace, type PlaceInput, type PlaceKind } from '@/api/estate';
import { Dialog } from '@/components/dialog/dialog';
import type { FormField } from '@/components/schema-form/form-fields';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { positiveArea } from './park-fields';

export const PLACE_LABELS: Record<PlaceKind, string> = { building: '楼栋', floor: '楼层', room: '房间' };

const NUMBER_RULE = { pattern: /^[0-9A-Za-z_-]+$/, message: '编号只能包含字母、数字、-和_' };

/** The add form's fields; the edit dialog uses the same ones. */
export function placeFields(kind: PlaceKind): FormField[] {
  const label = PLACE_LABELS[kind];
  const fields: FormField[] = [
    { type: 'text', name: 'name', label: `${label}名称`, required: true },
    { type: 'text', name: 'number', label: `${label}编号`, required: true, maxLength: 20, rules: [NUMBER_RULE] },
  ];
  if (kind === 'room') {
    fields.push({ type: 'number', name: 'areaSqm', label: '面积（㎡）', min: 0, rules: positiveArea('面积（㎡）') });
  }
  return fields;
}

export interface PlaceTarget {
  kind: PlaceKind;
  parentId: number;
  /** Where the place goes, e.g. 「A座」. */
  parentName: string;
}

interface PlaceDialogProps {
  target: PlaceTarget | null;
  onClose: () => void;
  onAdded: (target: PlaceTarget) => void;
}

/** Adds a building to a park, a floor to a building or a room to a floor. */
export function PlaceDialog({ target, onClose, onAdded }: PlaceDialogProps) {
  const save = async (values: PlaceInput) => {
    if (!target) return;
    await addPlace(target.kind, target.parentId, { ...values, name: values.name.trim(), number: values.number.trim() });
    void message.success(`${PLACE_LABELS[target.kind]}已新增`);
    onAdded(target);
  };
  return (
    <Dialog
      title={target ? `新增${PLACE_LABELS[target.kind]}（${target.parentName}）` : ''}
      open={target !== null}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {target && (
        <SchemaForm<PlaceInput & Record<string, unknown>>
          key={`${target.kind}-${target.parentId}`}
          fields={placeFields(target.kind)}
          onSubmit={save}
          onCancel={onClose}
          guardLeave={false}
          labelWidth={100}
        />
      )}
    </Dialog>
  );
}
