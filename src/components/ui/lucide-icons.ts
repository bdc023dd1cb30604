/**
 * Every lucide icon the site draws, each as a static icon (static-icon.tsx):
 * rendered once per distinct props on the server, lucide's own component in
 * the browser. Components import icons from here, not from lucide-react
 * (eslint.config.js); each line is pure, so a chunk keeps only the icons it uses.
 * Each icon comes from its own module, named as in lucide-react/dist/esm/icons/
 * (an alias such as BarChart3 has its current name's file, chart-column): the
 * package's index re-exports all of its 2,000-odd icons, and the client and
 * server builds read every one of them before dropping the unused (11–14 % of
 * a cold build's time at 1,000 posts). The client build serves this file as
 * re-exports of those imports (`browserIcons` in vite.config.ts).
 */
import LucideArrowLeft from 'lucide-react/icons/arrow-left';
import LucideArrowRight from 'lucide-react/icons/arrow-right';
import LucideArrowUp from 'lucide-react/icons/arrow-up';
import LucideArrowUpRight from 'lucide-react/icons/arrow-up-right';
import LucideBarChart3 from 'lucide-react/icons/chart-column';
import LucideBookOpen from 'lucide-react/icons/book-open';
import LucideBriefcase from 'lucide-react/icons/briefcase';
import LucideBuilding2 from 'lucide-react/icons/building-complex';
import LucideCalendarClock from 'lucide-react/icons/calendar-clock';
import LucideCalendarDays from 'lucide-react/icons/calendar-days';
import LucideCheck from 'lucide-react/icons/check';
import LucideChevronDown from 'lucide-react/icons/chevron-down';
import LucideChevronLeft from 'lucide-react/icons/chevron-left';
import LucideChevronRight from 'lucide-react/icons/chevron-right';
import LucideCircleAlert from 'lucide-react/icons/circle-exclamation-point';
import LucideCircleCheck from 'lucide-react/icons/circle-check';
import LucideClock from 'lucide-react/icons/clock';
import LucideCloud from 'lucide-react/icons/cloud';
import LucideCode2 from 'lucide-react/icons/code-xml';
import LucideCompass from 'lucide-react/icons/compass';
import LucideDatabase from 'lucide-react/icons/database';
import LucideGlobe from 'lucide-react/icons/globe';
import LucideHardDrive from 'lucide-react/icons/hard-drive';
import LucideHeadphones from 'lucide-react/icons/headphones';
import LucideHeartHandshake from 'lucide-react/icons/heart-handshake';
import LucideHome from 'lucide-react/icons/house';
import LucideInfo from 'lucide-react/icons/info';
import LucideLayoutTemplate from 'lucide-react/icons/layout-template';
import LucideLoaderCircle from 'lucide-react/icons/loader-circle';
import LucideLock from 'lucide-react/icons/lock';
import LucideMail from 'lucide-react/icons/mail';
import LucideMapPin from 'lucide-react/icons/map-pin';
import LucideMegaphone from 'lucide-react/icons/megaphone';
import LucideMenu from 'lucide-react/icons/menu';
import LucideMessageCircle from 'lucide-react/icons/message-circle';
import LucideMinus from 'lucide-react/icons/minus';
import LucideMonitorSmartphone from 'lucide-react/icons/monitor-smartphone';
import LucidePalette from 'lucide-react/icons/palette';
import LucidePhone from 'lucide-react/icons/phone';
import LucideQuote from 'lucide-react/icons/quote';
import LucideRocket from 'lucide-react/icons/rocket';
import LucideSearch from 'lucide-react/icons/search';
import LucideSearchX from 'lucide-react/icons/search-x';
import LucideSend from 'lucide-react/icons/send';
import LucideServer from 'lucide-react/icons/server';
import LucideSettings from 'lucide-react/icons/settings';
import LucideShieldCheck from 'lucide-react/icons/shield-check';
import LucideShoppingCart from 'lucide-react/icons/shopping-cart';
import LucideSmartphone from 'lucide-react/icons/smartphone';
import LucideTag from 'lucide-react/icons/tag';
import LucideTrendingUp from 'lucide-react/icons/trending-up';
import LucideTriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import LucideUserRound from 'lucide-react/icons/user-round';
import LucideWallet from 'lucide-react/icons/wallet';
import LucideWrench from 'lucide-react/icons/wrench';
import LucideX from 'lucide-react/icons/x';
import LucideZap from 'lucide-react/icons/zap';
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
