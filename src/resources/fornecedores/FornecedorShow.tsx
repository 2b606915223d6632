import { ResourceShow } from '../../screens/ResourceShow';
import { SupplierCodes } from './SupplierCodes';

/** The supplier's show page with the supplier codes its NF-e imports mapped, as on its edit page. */
export const FornecedorShow = () => (
  <ResourceShow>
    <SupplierCodes />
  </ResourceShow>
);

export default FornecedorShow;
