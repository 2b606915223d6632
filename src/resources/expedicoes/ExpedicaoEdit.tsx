import { ResourceEdit } from '../../screens/ResourceEdit';
import { ConfirmShipment } from './ConfirmShipment';
import { PickSuggestions } from './PickSuggestions';

/** The open note: its form with the FEFO suggestion per line, and the confirmation under it. */
export const ExpedicaoEdit = () => <ResourceEdit inForm={<PickSuggestions />} below={<ConfirmShipment />} />;

export default ExpedicaoEdit;
