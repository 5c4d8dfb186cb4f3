/** The weather module's public face: what other modules may use. */
export { openMeteoProvider } from './open-meteo';
export { noWeather, type WeatherProvider } from './weather-provider';
