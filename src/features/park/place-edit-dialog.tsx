import { message } from 'antd';
import { updatePlace, type PlaceInput } from '@/api/estate';
import { Dialog } from '@/components/dialog/dialog';
import { SchemaForm } from '@/components/schema-form/schema-form';
import type { PlaceRef } from './place-actions';
import { useTexts } from '@/stores/language';
import { parkCatalogue } from './i18n/park';
import { placeFields } from './place-dialog';

interface PlaceEditDialogProps {
  place: PlaceRef | null;
  onClose: () => void;
  onSaved: (place: PlaceRef) => void;
}

/** Edits the name, number and (rooms) area of a place with the add form's fields. */
export function PlaceEditDialog({ place, onClose, onSaved }: PlaceEditDialogProps) {
  const texts = useTexts(parkCatalogue);
  const words = texts.estate;
  const save = async (values: PlaceInput) => {
    if (!place) return;
    const input: PlaceInput = { name: values.name.trim(), number: values.number.trim() };
    if (place.kind === 'room') input.areaSqm = values.areaSqm;
    await updatePlace(place.kind, place.id, input);
    void message.success(words.edited(words.places[place.kind]));
    onSaved(place);
  };
  return (
    <Dialog
      title={place ? words.editTitle(words.places[place.kind], place.name) : ''}
      open={place !== null}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {place && (
        <SchemaForm<PlaceInput & Record<string, unknown>>
          key={`${place.kind}-${place.id}`}
          fields={placeFields(place.kind, texts)}
          initialValues={{ name: place.name, number: place.number, areaSqm: place.areaSqm }}
          onSubmit={save}
          onCancel={onClose}
          guardLeave={false}
          labelWidth={100}
        />
      )}
    </Dialog>
  );
}
