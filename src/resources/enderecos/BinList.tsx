import { ResourceList } from '../../screens/ResourceList';
import { BinLabelsButton } from '../etiquetas/LabelsButtons';

/** The bins, with their labels printed from the list (docs/decisions.md "Labels"). */
export const BinList = () => <ResourceList extraActions={<BinLabelsButton />} />;

export default BinList;
