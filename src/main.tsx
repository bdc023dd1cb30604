import { ViteReactSSG } from 'vite-react-ssg';
import { restoreStaticData } from './app/static-data';
import { routes } from './app/routes';
import './styles/app.css';

if (typeof document !== 'undefined') restoreStaticData();

export const createRoot = ViteReactSSG({ routes });
export { includedRoutes } from './app/routes';
