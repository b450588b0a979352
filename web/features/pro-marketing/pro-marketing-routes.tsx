import type { RouteObject } from 'react-router';

export const proMarketingRoutes: RouteObject[] = [];
