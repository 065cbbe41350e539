// `npm run content`: see main.ts. Kept apart so that importing main (the tests do) runs nothing.
import { main } from './main';

process.exitCode = await main(process.argv.slice(2));
