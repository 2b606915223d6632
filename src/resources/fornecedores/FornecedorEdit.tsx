import { ResourceEdit } from '../../screens/ResourceEdit';
import { SupplierCodes } from './SupplierCodes';

/** The supplier's page with, below its form, the supplier codes its NF-e imports mapped (they live with the import, here). */
export const FornecedorEdit = () => <ResourceEdit below={<SupplierCodes />} />;

export default FornecedorEdit;
