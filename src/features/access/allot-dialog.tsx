import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { allotToManager, type AllotChoice } from '@/api/account';
import { Dialog } from '@/components/dialog/dialog';
import { SchemaForm } from '@/components/schema-form/schema-form';
import type { FieldOption } from '@/components/schema-form/form-fields';
import { allotChoicesQuery } from './access-queries';
import { useTexts } from '@/stores/language';
import { accessCatalogue, type AccessTexts } from './i18n/access';

export interface AllotDialogProps {
  managerId: number | null;
  onClose: () => void;
  onSaved: () => void;
}

// Companies and staff another manager already has are shown but cannot be picked.
const optionsOf = ({ account }: AccessTexts, choices: AllotChoice[], except?: number): FieldOption[] =>
  choices
    .filter((c) => c.id !== except)
    .map((c) => ({ label: c.managerName ? account.allottedTo(c.name, c.managerName) : c.name, value: c.id, disabled: c.managerName !== null }));

type Picks = { companyIds?: number[]; staffIds?: number[] };

/** Allots companies of the park and staff (other manager accounts) to one manager. */
export function AllotDialog({ managerId, onClose, onSaved }: AllotDialogProps) {
  const texts = useTexts(accessCatalogue);
  const { data: choices, isError, isFetching } = useQuery({ ...allotChoicesQuery(), enabled: managerId !== null });
  const failed = isError && !isFetching;

  // Without the choices there is nothing to pick: the client has shown why, and the dialog closes.
  useEffect(() => {
    if (managerId !== null && failed) onClose();
  }, [managerId, failed, onClose]);

  return (
    <Dialog title={texts.account.allotTitle} open={managerId !== null} onCancel={onClose} footer={null} destroyOnHidden>
      {managerId !== null && choices && (
        <SchemaForm<Picks>
          guardLeave={false}
          fields={[
            { type: 'select', name: 'companyIds', label: texts.account.company, multiple: true, options: optionsOf(texts, choices.companies) },
            { type: 'select', name: 'staffIds', label: texts.account.staff, multiple: true, options: optionsOf(texts, choices.staff, managerId) },
          ]}
          onSubmit={(picks) => allotToManager(managerId, { companyIds: picks.companyIds ?? [], staffIds: picks.staffIds ?? [] }).then(onSaved)}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
}
