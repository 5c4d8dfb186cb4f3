import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { demoPassword } from './seed/demo.seed';

const config = loadConfig();
const app = await buildApp(config);

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'server closing after an error');
  else app.log.info(`${signal} received, server closing`);
  await app.close();
});

await app.listen({ port: config.PORT, host: config.HOST });
const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
const lines = [
  ``,
  `  ${config.SITE_NAME} is running at http://${shownHost}:${config.PORT}/`,
  `  API docs: http://${shownHost}:${config.PORT}/docs`,
];
if (config.DEMO) {
  lines.push(`  Demo sign-in: ${config.DEMO_EMAIL} / ${demoPassword(config)}`);
}
console.log(`${lines.join('\n')}\n`);
