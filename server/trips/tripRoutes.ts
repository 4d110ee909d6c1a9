import fp from 'fastify-plugin';
import { ErrorReply } from '../../shared/accountTypes.ts';
import {
  HidePlaceBody,
  HidePlaceReply,
  HomeZonesBody,
  HomeZonesReply,
  Trip,
  TripCurrentReply,
  TripGetReply,
  TripIdBody,
  TripLandReply,
  TripMapReply,
  TripSaveBody,
  TripsBody,
  TripsReply,
} from '../../shared/tripTypes.ts';
import { requireAdmin, requireUser } from '../accounts/authPlugin.ts';
import { sendSharedJson } from '../platform/http/sharedJson.ts';

const errors = { '4xx': ErrorReply, '5xx': ErrorReply };

export const tripRoutes = fp(
  async (app) => {
    app.post<{ Body: TripsBody }>(
      '/api/admin/trips',
      { schema: { body: TripsBody, response: { 200: TripsReply, ...errors } }, preHandler: requireAdmin },
      async () => ({ trips: await app.trips.list() }),
    );

    app.post<{ Body: TripSaveBody }>(
      '/api/admin/trip',
      { schema: { body: TripSaveBody, response: { 200: Trip, ...errors } }, preHandler: requireAdmin },
      async (request) => {
        const { token: _token, ...trip } = request.body;
        return app.trips.save(trip);
      },
    );

    app.post<{ Body: TripIdBody }>(
      '/api/admin/deletetrip',
      { schema: { body: TripIdBody, response: { 200: TripsReply, ...errors } }, preHandler: requireAdmin },
      async (request) => {
        await app.trips.remove(request.body.id);
        return { trips: await app.trips.list() };
      },
    );

    app.post<{ Body: HomeZonesBody }>(
      '/api/admin/homezones',
      { schema: { body: HomeZonesBody, response: { 200: HomeZonesReply, ...errors } }, preHandler: requireAdmin },
      async (request) => ({ zones: request.body.zones === undefined ? await app.trips.homeZones() : await app.trips.replaceHomeZones(request.body.zones) }),
    );

    // The trip's answers are the same for every relative: serialised and compressed once per change.
    app.post<{ Body: TripIdBody }>(
      '/api/trip/get',
      { schema: { body: TripIdBody, response: { 200: TripGetReply, ...errors } }, preHandler: requireUser, compress: false },
      async (request, reply) => sendSharedJson(request, reply, await app.trips.views.get(request.body.id)),
    );

    app.post<{ Body: TripIdBody }>(
      '/api/trip/map',
      { schema: { body: TripIdBody, response: { 200: TripMapReply, ...errors } }, preHandler: requireUser, compress: false },
      async (request, reply) => sendSharedJson(request, reply, await app.trips.views.map(request.body.id)),
    );

    app.post<{ Body: TripIdBody }>(
      '/api/trip/land',
      { schema: { body: TripIdBody, response: { 200: TripLandReply, ...errors } }, preHandler: requireUser, compress: false },
      async (request, reply) => sendSharedJson(request, reply, await app.trips.views.land(request.body.id)),
    );

    app.post<{ Body: TripsBody }>(
      '/api/trip/current',
      { schema: { body: TripsBody, response: { 200: TripCurrentReply, ...errors } }, preHandler: requireUser },
      async () => app.trips.views.current(),
    );

    app.post<{ Body: HidePlaceBody }>(
      '/api/trip/hideplace',
      { schema: { body: HidePlaceBody, response: { 200: HidePlaceReply, ...errors } }, preHandler: requireUser },
      async (request) => {
        const { kind, id, hidden } = request.body;
        await app.trips.hidePlace(request.user, kind, id, hidden);
        return { status: 'success' as const, hidden };
      },
    );
  },
  { name: 'trip-routes', dependencies: ['auth', 'trips', 'compression'] },
);
