import { BarChart3, Briefcase, Building2, Cloud, Code2, Database, Globe, HardDrive, Headphones, LayoutTemplate, Lock, Mail, Megaphone, MonitorSmartphone, Palette, Rocket, Search, Server, Settings, ShieldCheck, ShoppingCart, Smartphone, Wrench, Zap } from './lucide-icons';
import type { LucideIcon } from 'lucide-react';
import { isIconName, type IconName } from '../../lib/icon-names';

/**
 * The lucide icon for each name content may use (src/lib/icon-names.ts).
 * Imported one by one so only these are bundled; a name without an icon
 * here is a type error.
 */
export const icons: Record<IconName, LucideIcon> = {
  BarChart3,
  Briefcase,
  Building2,
  Cloud,
  Code2,
  Database,
  Globe,
  HardDrive,
  Headphones,
  LayoutTemplate,
  Lock,
  Mail,
  Megaphone,
  MonitorSmartphone,
  Palette,
  Rocket,
  Search,
  Server,
  Settings,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  Wrench,
  Zap,
};

/** A content-named icon; decorative (the text next to it says what it means). */
export function Icon({ name, className }: { name: string; className?: string }) {
  const Component = isIconName(name) ? icons[name] : Globe;
  return <Component aria-hidden="true" className={className} />;
}
