export { Tabs, type TabsProps, type TabSpec } from './Tabs';
