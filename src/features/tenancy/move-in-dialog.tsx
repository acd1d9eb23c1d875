import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, DatePicker, Form, Select, Spin, Tag, Typography, message } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { moveCompanyIn, type CompanyRow, type RoomOption } from '@/api/tenancy';
import { useInvalidate } from '@/api/queries/invalidate';
import { loadError } from '@/api/queries/load-error';
import { keepEnterInPicker } from '@/components/date-input/keep-enter';
import { Dialog } from '@/components/dialog/dialog';
import { claimFieldErrors } from '@/components/form-errors/claim-field-errors';
import { useTexts } from '@/stores/language';
import { roomName } from './company-fields';
import { tenancyCatalogue, type TenancyTexts } from './i18n/tenancy';
import { COMPANY_LIST_KEY, floorOptionsQuery, MOVE_IN_KEY, moveInInfoQuery, ROOM_KEYS, roomOptionsQuery } from './tenancy-queries';

interface MoveInDialogProps {
  company: CompanyRow | null;
  onClose: () => void;
}

/** Moves a settled company into free rooms, chosen building → floor → rooms; rooms of several floors may be added. */
export function MoveInDialog({ company, onClose }: MoveInDialogProps) {
  return company ? <MoveInForm key={company.id} company={company} onClose={onClose} /> : null;
}

const roomLabel = (room: RoomOption, companyId: number, words: TenancyTexts['moveIn']) => {
  const taken = room.companyId === null ? '' : room.companyId === companyId ? words.thisCompany : words.taken;
  return words.roomOption(room.name, room.areaSqm, taken);
};

function MoveInForm({ company, onClose }: { company: CompanyRow; onClose: () => void }) {
  const invalidate = useInvalidate();
  const texts = useTexts(tenancyCatalogue);
  const words = texts.moveIn;
  const info = useQuery(moveInInfoQuery(company.id));
  const [buildingId, setBuildingId] = useState<number>();
  const [floorId, setFloorId] = useState<number>();
  const [chosen, setChosen] = useState<Map<number, string>>(new Map());
  const [date, setDate] = useState<Dayjs>(dayjs());
  const [refused, setRefused] = useState<Partial<Record<'roomIds' | 'date', string>>>({});
  const floors = useQuery({ ...floorOptionsQuery(buildingId ?? 0), enabled: buildingId !== undefined });
  const rooms = useQuery({ ...roomOptionsQuery(floorId ?? 0), enabled: floorId !== undefined });

  const move = useMutation({
    mutationFn: () => moveCompanyIn({ companyId: company.id, roomIds: [...chosen.keys()], date: date.format('YYYY-MM-DD') }),
    onSuccess: () => {
      void message.success(words.done);
      void invalidate(COMPANY_LIST_KEY, MOVE_IN_KEY, ...ROOM_KEYS);
      onClose();
    },
    // The choices stay; the rooms are loaded again so one taken meanwhile shows as occupied.
    onError: (error) => {
      setRefused(claimFieldErrors(error, ['roomIds', 'date'] as const) ?? {});
      void invalidate(...ROOM_KEYS);
    },
  });

  const buildingName = info.data?.buildings.find((b) => b.id === buildingId)?.name ?? '';
  const floorName = floors.data?.find((f) => f.id === floorId)?.name ?? '';
  const floorRooms = rooms.data ?? [];
  const onFloor = floorRooms.filter((r) => chosen.has(r.id)).map((r) => r.id);

  const pickRooms = (ids: number[]) => {
    const next = new Map(chosen);
    for (const room of floorRooms) next.delete(room.id);
    for (const room of floorRooms.filter((r) => ids.includes(r.id))) next.set(room.id, `${buildingName} ${floorName} ${room.name}`);
    setChosen(next);
    setRefused(({ roomIds: _, ...rest }) => rest);
  };
  const unpick = (id: number) => {
    const next = new Map(chosen);
    next.delete(id);
    setChosen(next);
    setRefused(({ roomIds: _, ...rest }) => rest);
  };

  return (
    <Dialog
      title={words.title(company.name)}
      open
      onCancel={() => !move.isPending && onClose()}
      dirty={chosen.size > 0}
      onOk={() => move.mutate()}
      okButtonProps={{ disabled: chosen.size === 0 }}
      confirmLoading={move.isPending}
    >
      {info.isPending && <Spin />}
      {info.isError && <Alert type="error" showIcon title={loadError(info.error)} />}
      {info.data && (
        <Form layout="vertical">
          <Form.Item label={words.current}>
            <Typography.Text>{info.data.rooms.length ? info.data.rooms.map(roomName).join(texts.list.roomSeparator) : words.none}</Typography.Text>
          </Form.Item>
          <Form.Item label={words.building}>
            <Select
              aria-label={words.building}
              placeholder={words.choose}
              value={buildingId}
              options={info.data.buildings.map((b) => ({ label: b.name, value: b.id }))}
              onChange={(id: number) => {
                setBuildingId(id);
                setFloorId(undefined);
              }}
            />
          </Form.Item>
          <Form.Item label={words.floor}>
            <Select
              aria-label={words.floor}
              placeholder={words.choose}
              value={floorId}
              disabled={buildingId === undefined}
              loading={floors.isFetching}
              options={(floors.data ?? []).map((f) => ({ label: f.name, value: f.id }))}
              onChange={(id: number) => setFloorId(id)}
            />
          </Form.Item>
          <Form.Item label={words.room} extra={words.roomHelp}>
            <Select<number[]>
              aria-label={words.room}
              mode="multiple"
              placeholder={words.choose}
              value={onFloor}
              disabled={floorId === undefined}
              loading={rooms.isFetching}
              options={floorRooms.map((r) => ({ label: roomLabel(r, company.id, words), value: r.id, disabled: r.companyId !== null }))}
              onChange={pickRooms}
            />
          </Form.Item>
          <Form.Item label={words.chosen(chosen.size)} validateStatus={refused.roomIds ? 'error' : undefined} help={refused.roomIds}>
            {chosen.size === 0
              ? <Typography.Text type="secondary">{words.noneChosen}</Typography.Text>
              : [...chosen].map(([id, label]) => (
                  <Tag key={id} closable onClose={() => unpick(id)}>
                    {label}
                  </Tag>
                ))}
          </Form.Item>
          <Form.Item label={words.date} validateStatus={refused.date ? 'error' : undefined} help={refused.date}>
            <DatePicker aria-label={words.date} value={date} onKeyDown={keepEnterInPicker} allowClear={false} onChange={(value: Dayjs | null) => {
                if (!value) return;
                setDate(value);
                setRefused(({ date: _, ...rest }) => rest);
              }} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      )}
    </Dialog>
  );
}
