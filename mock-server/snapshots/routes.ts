import { route } from '../routes/route';
import type { Route } from '../routes/types';
import { textOf } from '../routes/request';
import { DomainError } from '../domain/errors';
import { handle, json, noContent } from '../handlers/respond';
import { validBody, validParams } from '../handlers/validate';
import { saveSnapshotBody, snapshotNameParams } from './schema';
import { exportSnapshot, importSnapshot, restoreSnapshot, saveSnapshot } from './service';
import { deleteSnapshot, listSnapshots, SNAPSHOT_LIMITS } from './store';

/** Snapshots of the request's world: save, list, restore, delete, export, import (decision 0213). */
export function snapshotRoutes(base: string): Route[] {
  const one = `${base}/snapshots/:name`;
  return [
    route.post(
      `${base}/snapshots`,
      handle(async ({ world, request }) => {
        const { name } = await validBody(request, saveSnapshotBody);
        return json(await saveSnapshot(world, name), 201);
      }),
      { body: saveSnapshotBody },
    ),
    route.get(`${base}/snapshots`, ({ world }) => json({ snapshots: listSnapshots(world) })),
    route.get(
      one,
      handle(({ world, params }) =>
        json(exportSnapshot(world, validParams(params, snapshotNameParams).name)),
      ),
      { params: snapshotNameParams },
    ),
    route.put(
      one,
      handle(async ({ world, request, params }) => {
        const { name } = validParams(params, snapshotNameParams);
        const text = await textOf(request);
        // Larger than other control bodies: the host lets this one call send up to the limit.
        if (text.length > SNAPSHOT_LIMITS.chars) {
          throw new DomainError(
            413,
            'PAYLOAD_TOO_LARGE',
            `A snapshot is at most ${SNAPSHOT_LIMITS.chars} characters`,
          );
        }
        return json(importSnapshot(world, name, text));
      }),
      { params: snapshotNameParams },
    ),
    route.post(
      `${one}/restore`,
      handle(({ world, params }) =>
        json(restoreSnapshot(world, validParams(params, snapshotNameParams).name)),
      ),
      { params: snapshotNameParams },
    ),
    route.delete(
      one,
      handle(({ world, params }) => {
        deleteSnapshot(world, validParams(params, snapshotNameParams).name);
        return noContent();
      }),
      { params: snapshotNameParams },
    ),
  ];
}
