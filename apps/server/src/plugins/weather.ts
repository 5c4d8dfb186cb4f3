import fp from 'fastify-plugin';
import { noWeather, openMeteoProvider, type WeatherProvider } from '../modules/weather/index';

declare module 'fastify' {
  interface FastifyInstance {
    weather: WeatherProvider;
  }
}

/** The appointments' forecast: Open-Meteo, or none when WEATHER_PROVIDER is off. */
export const weatherPlugin = fp(
  async (app) => {
    const { WEATHER_PROVIDER, WEATHER_URL } = app.config;
    app.decorate('weather', WEATHER_PROVIDER === 'none' ? noWeather : openMeteoProvider(WEATHER_URL));
  },
  { name: 'weather', dependencies: ['config'] },
);
