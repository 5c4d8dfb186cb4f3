import fp from 'fastify-plugin';
import { type JobRunner, startJobRunner } from '../jobs/job-runner';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

/** Background jobs in the database; each module registers its own queues and workers on `app.jobs`. */
export const jobsPlugin = fp(
  async (app) => {
    const jobs = await startJobRunner({
      url: app.databaseUrl,
      workers: app.config.JOB_WORKERS,
      onError: (error) => app.log.error(error),
    });
    app.addHook('onClose', () => jobs.stop());
    app.decorate('jobs', jobs);
  },
  { name: 'jobs', dependencies: ['database'] },
);
