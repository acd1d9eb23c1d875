import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Form, Spin, message } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { addPark, updatePark, type ParkInfo } from '@/api/park';
import { useInvalidate } from '@/api/queries/invalidate';
import { loadError } from '@/api/queries/load-error';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { parkFields } from './park-fields';
import { ESTATE_TREE_KEY, PARK_INFO_KEY, PARK_LIST_KEY, parkInfoQuery } from './park-queries';
import { toFormValues, toParkInput, type ParkFormValues } from './park-form-values';
import { useRegionOptions } from '@/components/region/use-region-options';
import { useTexts } from '@/stores/language';
import { parkCatalogue } from './i18n/park';

function ParkForm({ park }: { park: ParkInfo | null }) {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const { onFormChange, ...options } = useRegionOptions(park ?? undefined);
  const words = useTexts(parkCatalogue).form;
  const fields = parkFields(options, words);

  const save = async (values: ParkFormValues) => {
    const input = toParkInput(values);
    if (park) await updatePark({ id: park.id, ...input });
    else await addPark(input);
    void invalidate(PARK_LIST_KEY, PARK_INFO_KEY, ESTATE_TREE_KEY);
    void message.success(park ? words.saved : words.added);
    navigate('/park');
  };

  return (
    // The city and area lists follow the chosen province and city.
    <Form.Provider onFormChange={onFormChange}>
      <SchemaForm<ParkFormValues> fields={fields} initialValues={park ? toFormValues(park) : undefined} onSubmit={save} onCancel={() => navigate('/park')} />
    </Form.Provider>
  );
}

/** Screen `park-add`: adds a park, or edits the one named by `?id=`. */
export function ParkFormScreen() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const info = useQuery({ ...parkInfoQuery(id ?? ''), enabled: Boolean(id) });
  const words = useTexts(parkCatalogue).form;

  return (
    <Card title={id ? words.editTitle : words.addTitle}>
      {id && info.isPending && <Spin />}
      {id && info.isError && <Alert type="error" showIcon title={loadError(info.error)} />}
      {!id && <ParkForm key="new" park={null} />}
      {id && info.data && !info.isError && <ParkForm key={id} park={info.data} />}
    </Card>
  );
}
