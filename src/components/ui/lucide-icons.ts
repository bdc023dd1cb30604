/**
 * Every lucide icon the site draws, each as a static icon (static-icon.tsx):
 * rendered once per distinct props on the server, lucide's own component in
 * the browser. Components import icons from here, not from lucide-react
 * (eslint.config.js); each line is pure, so a chunk keeps only the icons it uses.
 */
import {
  ArrowLeft as LucideArrowLeft,
  ArrowRight as LucideArrowRight,
  ArrowUp as LucideArrowUp,
  ArrowUpRight as LucideArrowUpRight,
  BarChart3 as LucideBarChart3,
  BookOpen as LucideBookOpen,
  Briefcase as LucideBriefcase,
  Building2 as LucideBuilding2,
  CalendarClock as LucideCalendarClock,
  CalendarDays as LucideCalendarDays,
  Check as LucideCheck,
  ChevronDown as LucideChevronDown,
  ChevronLeft as LucideChevronLeft,
  ChevronRight as LucideChevronRight,
  CircleAlert as LucideCircleAlert,
  CircleCheck as LucideCircleCheck,
  Clock as LucideClock,
  Cloud as LucideCloud,
  Code2 as LucideCode2,
  Compass as LucideCompass,
  Database as LucideDatabase,
  Globe as LucideGlobe,
  HardDrive as LucideHardDrive,
  Headphones as LucideHeadphones,
  HeartHandshake as LucideHeartHandshake,
  Home as LucideHome,
  Info as LucideInfo,
  LayoutTemplate as LucideLayoutTemplate,
  LoaderCircle as LucideLoaderCircle,
  Lock as LucideLock,
  Mail as LucideMail,
  MapPin as LucideMapPin,
  Megaphone as LucideMegaphone,
  Menu as LucideMenu,
  MessageCircle as LucideMessageCircle,
  Minus as LucideMinus,
  MonitorSmartphone as LucideMonitorSmartphone,
  Palette as LucidePalette,
  Phone as LucidePhone,
  Quote as LucideQuote,
  Rocket as LucideRocket,
  Search as LucideSearch,
  SearchX as LucideSearchX,
  Send as LucideSend,
  Server as LucideServer,
  Settings as LucideSettings,
  ShieldCheck as LucideShieldCheck,
  ShoppingCart as LucideShoppingCart,
  Smartphone as LucideSmartphone,
  Tag as LucideTag,
  TrendingUp as LucideTrendingUp,
  TriangleAlert as LucideTriangleAlert,
  UserRound as LucideUserRound,
  Wallet as LucideWallet,
  Wrench as LucideWrench,
  X as LucideX,
  Zap as LucideZap,
} from 'lucide-react';
import { staticIcon } from './static-icon';

export const ArrowLeft = /* @__PURE__ */ staticIcon(LucideArrowLeft);
export const ArrowRight = /* @__PURE__ */ staticIcon(LucideArrowRight);
export const ArrowUp = /* @__PURE__ */ staticIcon(LucideArrowUp);
export const ArrowUpRight = /* @__PURE__ */ staticIcon(LucideArrowUpRight);
export const BarChart3 = /* @__PURE__ */ staticIcon(LucideBarChart3);
export const BookOpen = /* @__PURE__ */ staticIcon(LucideBookOpen);
export const Briefcase = /* @__PURE__ */ staticIcon(LucideBriefcase);
export const Building2 = /* @__PURE__ */ staticIcon(LucideBuilding2);
export const CalendarClock = /* @__PURE__ */ staticIcon(LucideCalendarClock);
export const CalendarDays = /* @__PURE__ */ staticIcon(LucideCalendarDays);
export const Check = /* @__PURE__ */ staticIcon(LucideCheck);
export const ChevronDown = /* @__PURE__ */ staticIcon(LucideChevronDown);
export const ChevronLeft = /* @__PURE__ */ staticIcon(LucideChevronLeft);
export const ChevronRight = /* @__PURE__ */ staticIcon(LucideChevronRight);
export const CircleAlert = /* @__PURE__ */ staticIcon(LucideCircleAlert);
export const CircleCheck = /* @__PURE__ */ staticIcon(LucideCircleCheck);
export const Clock = /* @__PURE__ */ staticIcon(LucideClock);
export const Cloud = /* @__PURE__ */ staticIcon(LucideCloud);
export const Code2 = /* @__PURE__ */ staticIcon(LucideCode2);
export const Compass = /* @__PURE__ */ staticIcon(LucideCompass);
export const Database = /* @__PURE__ */ staticIcon(LucideDatabase);
export const Globe = /* @__PURE__ */ staticIcon(LucideGlobe);
export const HardDrive = /* @__PURE__ */ staticIcon(LucideHardDrive);
export const Headphones = /* @__PURE__ */ staticIcon(LucideHeadphones);
export const HeartHandshake = /* @__PURE__ */ staticIcon(LucideHeartHandshake);
export const Home = /* @__PURE__ */ staticIcon(LucideHome);
export const Info = /* @__PURE__ */ staticIcon(LucideInfo);
export const LayoutTemplate = /* @__PURE__ */ staticIcon(LucideLayoutTemplate);
export const LoaderCircle = /* @__PURE__ */ staticIcon(LucideLoaderCircle);
export const Lock = /* @__PURE__ */ staticIcon(LucideLock);
export const Mail = /* @__PURE__ */ staticIcon(LucideMail);
export const MapPin = /* @__PURE__ */ staticIcon(LucideMapPin);
export const Megaphone = /* @__PURE__ */ staticIcon(LucideMegaphone);
export const Menu = /* @__PURE__ */ staticIcon(LucideMenu);
export const MessageCircle = /* @__PURE__ */ staticIcon(LucideMessageCircle);
export const Minus = /* @__PURE__ */ staticIcon(LucideMinus);
export const MonitorSmartphone = /* @__PURE__ */ staticIcon(LucideMonitorSmartphone);
export const Palette = /* @__PURE__ */ staticIcon(LucidePalette);
export const Phone = /* @__PURE__ */ staticIcon(LucidePhone);
export const Quote = /* @__PURE__ */ staticIcon(LucideQuote);
export const Rocket = /* @__PURE__ */ staticIcon(LucideRocket);
export const Search = /* @__PURE__ */ staticIcon(LucideSearch);
export const SearchX = /* @__PURE__ */ staticIcon(LucideSearchX);
export const Send = /* @__PURE__ */ staticIcon(LucideSend);
export const Server = /* @__PURE__ */ staticIcon(LucideServer);
export const Settings = /* @__PURE__ */ staticIcon(LucideSettings);
export const ShieldCheck = /* @__PURE__ */ staticIcon(LucideShieldCheck);
export const ShoppingCart = /* @__PURE__ */ staticIcon(LucideShoppingCart);
export const Smartphone = /* @__PURE__ */ staticIcon(LucideSmartphone);
export const Tag = /* @__PURE__ */ staticIcon(LucideTag);
export const TrendingUp = /* @__PURE__ */ staticIcon(LucideTrendingUp);
export const TriangleAlert = /* @__PURE__ */ staticIcon(LucideTriangleAlert);
export const UserRound = /* @__PURE__ */ staticIcon(LucideUserRound);
export const Wallet = /* @__PURE__ */ staticIcon(LucideWallet);
export const Wrench = /* @__PURE__ */ staticIcon(LucideWrench);
export const X = /* @__PURE__ */ staticIcon(LucideX);
export const Zap = /* @__PURE__ */ staticIcon(LucideZap);
