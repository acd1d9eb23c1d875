import { sharedCatalogue } from '@/components/i18n/shared';
import { useTexts } from '@/stores/language';
import { OpinionDialog } from './opinion-dialog';

export interface ReviewDialogProps {
  open: boolean;
  /** 通过 (confirm) or 驳回 (a reason the applicant reads). */
  pass: boolean;
  /** Whose application: shown as 「name」. */
  name: string;
  /** What is reviewed, e.g. 入驻申请. */
  what: string;
  /** The sentence after the pass question, e.g. 通过后企业即为已入驻。 */
  passNote: string;
  /** Who reads the reason, e.g. 企业. */
  reader: string;
  /** Sends the decision; throws when refused (the HTTP client has already shown why). */
  submit: (reason: string | undefined) => Promise<unknown>;
  onClose: () => void;
  /** After the decision landed: refresh what showed it. */
  onDone: () => void;
}

/** The one pass / reject dialog of every review: the typed reason stays when the call is refused. */
export function ReviewDialog({ open, pass, name, what, passNote, reader, submit, onClose, onDone }: ReviewDialogProps) {
  const texts = useTexts(sharedCatalogue);
  return pass ? (
    <OpinionDialog
      open={open}
      title={texts.passTitle(what)}
      okText={texts.pass}
      note={`${texts.passQuestion(name, what)}${passNote}`}
      submit={() => submit(undefined)}
      onClose={onClose}
      onDone={onDone}
    />
  ) : (
    <OpinionDialog
      open={open}
      title={texts.rejectTitle(what)}
      okText={texts.reject}
      danger
      label={texts.rejectReason}
      note={texts.rejectNote(name, what, reader)}
      required
      submit={submit}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
