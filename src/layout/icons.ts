import CalculateIcon from '@mui/icons-material/Calculate';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import type { SvgIconComponent } from '@mui/icons-material';
import type { SvgIconProps } from '@mui/material';
import { createElement } from 'react';
import AltRouteIcon from '@mui/icons-material/AltRoute';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BusinessIcon from '@mui/icons-material/Business';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import CategoryIcon from '@mui/icons-material/Category';
import CommuteIcon from '@mui/icons-material/Commute';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FactoryIcon from '@mui/icons-material/Factory';
import FlagIcon from '@mui/icons-material/Flag';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import GridViewIcon from '@mui/icons-material/GridView';
import HandshakeIcon from '@mui/icons-material/Handshake';
import InventoryIcon from '@mui/icons-material/Inventory';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LabelIcon from '@mui/icons-material/Label';
import LayersIcon from '@mui/icons-material/Layers';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LocalGasStationIcon from '@mui/icons-material/LocalGasStation';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import MapIcon from '@mui/icons-material/Map';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import OutboxIcon from '@mui/icons-material/Outbox';
import PeopleIcon from '@mui/icons-material/People';
import PersonPinCircleIcon from '@mui/icons-material/PersonPinCircle';
import PlaceIcon from '@mui/icons-material/Place';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import RequestPageIcon from '@mui/icons-material/RequestPage';
import RouteIcon from '@mui/icons-material/Route';
import RuleIcon from '@mui/icons-material/Rule';
import SettingsIcon from '@mui/icons-material/Settings';
import SummarizeIcon from '@mui/icons-material/Summarize';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import TodayIcon from '@mui/icons-material/Today';
import TuneIcon from '@mui/icons-material/Tune';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import WorkspacesIcon from '@mui/icons-material/Workspaces';

// Icons named by declarations and menu entries. Importing them one by one keeps the bundle
// small; an unknown name falls back to a generic list icon.
export const ICONS: Record<string, SvgIconComponent> = {
  AltRoute: AltRouteIcon,
  Assessment: AssessmentIcon,
  Assignment: AssignmentIcon,
  Business: BusinessIcon,
  Calculate: CalculateIcon,
  CreditCard: CreditCardIcon,
  BusinessCenter: BusinessCenterIcon,
  Category: CategoryIcon,
  Commute: CommuteIcon,
  Dashboard: DashboardIcon,
  DirectionsCar: DirectionsCarIcon,
  EventAvailable: EventAvailableIcon,
  FactCheck: FactCheckIcon,
  Factory: FactoryIcon,
  Flag: FlagIcon,
  FlightTakeoff: FlightTakeoffIcon,
  GridView: GridViewIcon,
  Handshake: HandshakeIcon,
  Inventory: InventoryIcon,
  Inventory2: Inventory2Icon,
  Label: LabelIcon,
  Layers: LayersIcon,
  LocalGasStation: LocalGasStationIcon,
  LocalShipping: LocalShippingIcon,
  Map: MapIcon,
  MoveToInbox: MoveToInboxIcon,
  Outbox: OutboxIcon,
  People: PeopleIcon,
  PersonPinCircle: PersonPinCircleIcon,
  Place: PlaceIcon,
  ReceiptLong: ReceiptLongIcon,
  ReportProblem: ReportProblemIcon,
  RequestPage: RequestPageIcon,
  Route: RouteIcon,
  Rule: RuleIcon,
  Settings: SettingsIcon,
  Summarize: SummarizeIcon,
  SwapHoriz: SwapHorizIcon,
  Today: TodayIcon,
  Tune: TuneIcon,
  Warehouse: WarehouseIcon,
  Workspaces: WorkspacesIcon,
};

export const iconFor = (name: string): SvgIconComponent => ICONS[name] ?? ListAltIcon;

/** The icon of that name as an element, for icons chosen by data (a declaration, a menu entry). */
export const NamedIcon = ({ name, ...props }: { name: string } & SvgIconProps) => createElement(iconFor(name), props);
