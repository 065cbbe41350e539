export { DataSource, type DataSourceProps } from './DataSource';
