import { message } from 'antd';
import { addPlace, type PlaceInput, type PlaceKind } from '@/api/estate';
import { Dialog } from '@/components/dialog/dialog';
import type { FormField } from '@/components/schema-form/form-fields';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { useTexts } from '@/stores/language';
import { parkCatalogue, type ParkTexts } from './i18n/park';
import { positiveArea } from './park-fields';

const NUMBER_PATTERN = /^[0-9A-Za-z_-]+$/;

/** The add form's fields; the edit dialog uses the same ones. */
export function placeFields(kind: PlaceKind, texts: ParkTexts): FormField[] {
  const words = texts.estate;
  const label = words.places[kind];
  const fields: FormField[] = [
    { type: 'text', name: 'name', label: words.placeName(label), required: true },
    { type: 'text', name: 'number', label: words.placeNumber(label), required: true, maxLength: 20, rules: [{ pattern: NUMBER_PATTERN, message: words.numberRule }] },
  ];
  if (kind === 'room') {
    fields.push({ type: 'number', name: 'areaSqm', label: words.area, min: 0, rules: positiveArea(words.area, texts.form) });
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
  const texts = useTexts(parkCatalogue);
  const words = texts.estate;
  const save = async (values: PlaceInput) => {
    if (!target) return;
    await addPlace(target.kind, target.parentId, { ...values, name: values.name.trim(), number: values.number.trim() });
    void message.success(words.added(words.places[target.kind]));
    onAdded(target);
  };
  return (
    <Dialog
      title={target ? words.addTitle(words.places[target.kind], target.parentName) : ''}
      open={target !== null}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {target && (
        <SchemaForm<PlaceInput & Record<string, unknown>>
          key={`${target.kind}-${target.parentId}`}
          fields={placeFields(target.kind, texts)}
          onSubmit={save}
          onCancel={onClose}
          guardLeave={false}
          labelWidth={100}
        />
      )}
    </Dialog>
  );
}
