import { ResourceCreate } from '../../screens/ResourceCreate';
import { OvernightHint, useUnusualDayConfirm } from './bookingForm';

/** A new booking: the generated form, which asks before saving an unusual day and says when a booking runs past midnight. */
export const AgendamentoCreate = () => {
  const { confirmSave, dialog } = useUnusualDayConfirm();
  return (
    <>
      <ResourceCreate confirmSave={confirmSave} inForm={<OvernightHint />} />
      {dialog}
    </>
  );
};

export default AgendamentoCreate;
