import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@fieldbook/domain/system/system.constants';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document of every route registered after it, browsable at /docs. */
export const apiDocsPlugin = fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: { info: { title: `${app.config.SITE_NAME} API`, version: APP_VERSION } },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
  },
  { name: 'api-docs', dependencies: ['config'] },
);
