import { Edit, ShowButton, TopToolbar } from 'react-admin';
import { ResourceForm } from './ResourceForm';

/** Pessimistic: the server's verdict (validation, version conflict) reaches the form. */
export const ResourceEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" actions={<TopToolbar><ShowButton /></TopToolbar>}>
    <ResourceForm mode="edit" />
  </Edit>
);

export default ResourceEdit;
