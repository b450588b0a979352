import type { RouteObject } from 'react-router';

export const publicContentRoutes: RouteObject[] = [];
