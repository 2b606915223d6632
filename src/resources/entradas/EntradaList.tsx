import { ResourceList } from '../../screens/ResourceList';
import { ImportNfeButton } from './ImportNfe';

/** The inbound notes (no create page, SPEC 2): they come from the API or from an imported NF-e. */
export const EntradaList = () => <ResourceList extraActions={<ImportNfeButton />} />;

export default EntradaList;
