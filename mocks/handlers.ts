/** Every MSW request handler of the mock backend: the API routes and the geolocation services. */
import { mockClockEnv } from './clock'
import { geoHandlers } from './msw/geoHandlers'
import { mockStore } from './msw/mockStore'
import { createRouteHandlers } from './msw/routeHandlers'

export { mockStore }

export const handlers = [...createRouteHandlers(mockStore, mockClockEnv), ...geoHandlers]
