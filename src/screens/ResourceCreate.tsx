import { Create } from 'react-admin';
import { ResourceForm } from './ResourceForm';

export const ResourceCreate = () => (
  <Create redirect="list" mutationOptions={{ meta: { idempotencyKey: crypto.randomUUID() } }}>
    <ResourceForm mode="create" />
  </Create>
);

export default ResourceCreate;
