import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { allotToManager, type AllotChoice } from '@/api/account';
import { Dialog } from '@/components/dialog/dialog';
import { SchemaForm } from '@/components/schema-form/schema-form';
import type { FieldOption } from '@/components/schema-form/form-fields';
import { allotChoicesQuery } from './access-queries';

export interface AllotDialogProps {
  managerId: number | null;
  onClose: () => void;
  onSaved: () => void;
}

// Companies and staff another manager already has are shown but cannot be picked.
const optionsOf = (choices: AllotChoice[], except?: number): FieldOption[] =>
  choices
    .filter((c) => c.id !== except)
    .map((c) => ({ label: c.managerName ? `${c.name}（已分配给${c.managerName}）` : c.name, value: c.id, disabled: c.managerName !== null }));

type Picks = { companyIds?: number[]; staffIds?: number[] };

/** Allots companies of the park and staff (other manager accounts) to one manager. */
export function AllotDialog({ managerId, onClose, onSaved }: AllotDialogProps) {
  const { data: choices, isError, isFetching } = useQuery({ ...allotChoicesQuery(), enabled: managerId !== null });
  const failed = isError && !isFetching;

  // Without the choices there is nothing to pick: the client has shown why, and the dialog closes.
  useEffect(() => {
    if (managerId !== null && failed) onClose();
  }, [managerId, failed, onClose]);

  return (
    <Dialog title="分配企业与员工" open={managerId !== null} onCancel={onClose} footer={null} destroyOnHidden>
      {managerId !== null && choices && (
        <SchemaForm<Picks>
          guardLeave={false}
          fields={[
            { type: 'select', name: 'companyIds', label: '企业', multiple: true, options: optionsOf(choices.companies) },
            { type: 'select', name: 'staffIds', label: '员工', multiple: true, options: optionsOf(choices.staff, managerId) },
          ]}
          onSubmit={(picks) => allotToManager(managerId, { companyIds: picks.companyIds ?? [], staffIds: picks.staffIds ?? [] }).then(onSaved)}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
}
