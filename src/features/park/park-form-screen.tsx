import { useEffect, useState } from 'react';
import { Alert, Card, Form, Spin, message } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { addPark, fetchParkInfo, updatePark, type ParkInfo } from '@/api/park';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { parkFields } from './park-fields';
import { toFormValues, toParkInput, type ParkFormValues } from './park-form-values';
import { asOptions, useRegions } from './use-regions';

type Loaded = { state: 'loading' } | { state: 'failed'; error: string } | { state: 'ready'; park: ParkInfo | null };

function ParkForm({ park }: { park: ParkInfo | null }) {
  const navigate = useNavigate();
  const [region, setRegion] = useState({ provinceCode: park?.provinceCode ?? undefined, cityCode: park?.cityCode ?? undefined });
  const { provinces, cities, areas } = useRegions(region.provinceCode, region.cityCode);
  const fields = parkFields({ provinces: asOptions(provinces), cities: asOptions(cities), areas: asOptions(areas) });

  const save = async (values: ParkFormValues) => {
    const input = toParkInput(values);
    if (park) await updatePark({ id: park.id, ...input });
    else await addPark(input);
    void message.success(park ? '园区已保存' : '园区已新增');
    navigate('/park');
  };

  return (
    // The city and area lists follow the chosen province and city.
    <Form.Provider
      onFormChange={(_, { changedFields }) => {
        for (const field of changedFields) {
          const [name] = Array.isArray(field.name) ? field.name : [field.name];
          const value = typeof field.value === 'string' ? field.value : undefined;
          if (name === 'provinceCode') setRegion((r) => (r.provinceCode === value ? r : { provinceCode: value, cityCode: undefined }));
          if (name === 'cityCode') setRegion((r) => ({ ...r, cityCode: value }));
        }
      }}
    >
      <SchemaForm<ParkFormValues> fields={fields} initialValues={park ? toFormValues(park) : undefined} onSubmit={save} onCancel={() => navigate('/park')} />
    </Form.Provider>
  );
}

/** Screen `park-add`: adds a park, or edits the one named by `?id=`. */
export function ParkFormScreen() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const [loaded, setLoaded] = useState<Loaded>(id ? { state: 'loading' } : { state: 'ready', park: null });

  useEffect(() => {
    if (!id) return;
    let live = true;
    fetchParkInfo(id).then(
      (park) => live && setLoaded({ state: 'ready', park }),
      (error: Error) => live && setLoaded({ state: 'failed', error: error.message }),
    );
    return () => {
      live = false;
    };
  }, [id]);

  return (
    <Card title={id ? '编辑园区' : '新增园区'}>
      {loaded.state === 'loading' && <Spin />}
      {loaded.state === 'failed' && <Alert type="error" showIcon title={loaded.error} />}
      {loaded.state === 'ready' && <ParkForm key={id ?? 'new'} park={loaded.park} />}
    </Card>
  );
}
