import { ResourceEdit } from '../../screens/ResourceEdit';
import { OvernightHint, useUnusualDayConfirm } from './bookingForm';

/** A booking's edit page: the generated form, with the create page's question for an unusual day and its overnight note. */
export const AgendamentoEdit = () => {
  const { confirmSave, dialog } = useUnusualDayConfirm();
  return (
    <>
      <ResourceEdit confirmSave={confirmSave} inForm={<OvernightHint />} />
      {dialog}
    </>
  );
};

export default AgendamentoEdit;
