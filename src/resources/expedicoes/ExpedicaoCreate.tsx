import { ResourceCreate } from '../../screens/ResourceCreate';
import { PickSuggestions } from './PickSuggestions';

/** A new note opens on its page, where it is confirmed next. */
export const ExpedicaoCreate = () => <ResourceCreate redirectTo="edit" inForm={<PickSuggestions />} />;

export default ExpedicaoCreate;
