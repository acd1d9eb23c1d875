import { useCallback, useState, type Key } from 'react';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, message, Spin, Tree } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { estateCalls, setPlaceEnabled, type RoomRow } from '@/api/estate';
import { loadError } from '@/api/queries/load-error';
import { MayCall } from '@/stores/access';
import { useTexts } from '@/stores/language';
import { useParkStore } from '@/stores/park';
import { parkCatalogue } from './i18n/park';
import { toTreeData } from './estate-tree-data';
import { ImportPanel } from './import-panel';
import { PlaceActions, type PlaceAction, type PlaceRef } from './place-actions';
import { PlaceConfirmDialog, type PendingChange } from './place-confirm-dialog';
import { PlaceDialog, type PlaceTarget } from './place-dialog';
import { PlaceEditDialog } from './place-edit-dialog';
import { ESTATE_TREE_KEY, estateTreeQuery, FLOOR_ROOMS_KEY, floorRoomsQuery } from './park-queries';

// A floor holds at most this many rooms in the tree; the room list pages beyond it.
const ROOMS_PER_FLOOR = 100;

/** Screen `park-build`: the buildings, floors and rooms of the park in `?id=` (default: the current park). */
export function EstateScreen() {
  const [params] = useSearchParams();
  const currentPark = useParkStore((state) => state.parkId);
  const parkId = Number(params.get('id') ?? currentPark ?? 0);
  const queryClient = useQueryClient();
  const treeQuery = useQuery({ ...estateTreeQuery(parkId), enabled: parkId > 0 });
  const tree = treeQuery.data ?? null;
  const error = treeQuery.isError ? loadError(treeQuery.error) : null;
  // The floors opened so far; their rooms are queries, so a screen shown again (a kept tab) reloads them when stale.
  const [floors, setFloors] = useState<number[]>([]);
  const rooms = useQueries({
    queries: floors.map((floorId) => floorRoomsQuery(parkId, floorId, ROOMS_PER_FLOOR)),
    combine: (results) => new Map(results.flatMap((result, index): [number, RoomRow[]][] => (result.data ? [[floors[index] ?? 0, result.data.list]] : []))),
  });
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [target, setTarget] = useState<PlaceTarget | null>(null);
  const [treeVersion, setTreeVersion] = useState(0);
  const [editing, setEditing] = useState<PlaceRef | null>(null);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const words = useTexts(parkCatalogue).estate;

  const loadTree = useCallback(() => void queryClient.invalidateQueries({ queryKey: ESTATE_TREE_KEY }), [queryClient]);

  const loadRooms = useCallback(
    async (floorId: number) => {
      await queryClient.fetchQuery(floorRoomsQuery(parkId, floorId, ROOMS_PER_FLOOR));
      setFloors((current) => (current.includes(floorId) ? current : [...current, floorId]));
    },
    [parkId, queryClient],
  );
  const reloadRooms = useCallback(() => void queryClient.invalidateQueries({ queryKey: FLOOR_ROOMS_KEY }), [queryClient]);

  // New rooms may land on loaded floors: forget them, and remount the tree so it loads them again.
  const onImported = useCallback(() => {
    setFloors([]);
    reloadRooms();
    setExpanded((keys) => keys.filter((key) => !String(key).startsWith('floor-')));
    setTreeVersion((v) => v + 1);
    loadTree();
  }, [loadTree, reloadRooms]);

  const onAdded = (added: PlaceTarget) => {
    setTarget(null);
    loadTree();
    if (added.kind === 'room') {
      reloadRooms();
      void loadRooms(added.parentId);
      setExpanded((keys) => [...new Set([...keys, `floor-${added.parentId}`])]);
    }
    if (added.kind === 'floor') setExpanded((keys) => [...new Set([...keys, `building-${added.parentId}`])]);
  };

  // Any change may alter a loaded floor's rooms (a room edited, a floor disabled): load them again.
  const onChanged = (place: PlaceRef, deleted = false) => {
    loadTree();
    const dropped = deleted && place.kind === 'floor' ? place.id : null;
    if (dropped !== null) {
      setFloors((current) => current.filter((floorId) => floorId !== dropped));
      setExpanded((keys) => keys.filter((key) => key !== `floor-${dropped}`));
    }
    reloadRooms();
  };

  // A refusal: the HTTP client has already shown why.
  const enabling = useMutation({
    mutationFn: (place: PlaceRef) => setPlaceEnabled(place.kind, place.id, true),
    onSuccess: (_answer, place) => {
      void message.success(words.enabled(words.places[place.kind]));
      onChanged(place);
    },
  });

  const onAction = (action: PlaceAction, place: PlaceRef) => {
    if (action === 'edit') setEditing(place);
    else if (action === 'enable') enabling.mutate(place);
    else setPending({ action, place });
  };

  const addLink = (kind: 'floor' | 'room', parentId: number, parentName: string) => (
    <MayCall call={kind === 'floor' ? estateCalls.floorAdd : estateCalls.roomAdd}>
      <Button
        type="link"
        size="small"
        onClick={(event) => {
          event.stopPropagation();
          setTarget({ kind, parentId, parentName });
        }}
      >
        {kind === 'floor' ? words.addFloor : words.addRoom}
      </Button>
    </MayCall>
  );

  if (!parkId) return <Alert type="warning" showIcon title={words.choosePark} />;
  return (
    <Flex vertical gap={12}>
      <Card
        title={tree ? words.parkTitle(tree.name) : words.title}
        extra={
          tree && (
            <MayCall call={estateCalls.buildingAdd}>
              <Button type="primary" onClick={() => setTarget({ kind: 'building', parentId: tree.id, parentName: tree.name })}>
                {words.addBuilding}
              </Button>
            </MayCall>
          )
        }
      >
        {error && <Alert type="error" showIcon title={error} action={<Button onClick={loadTree}>{words.retry}</Button>} />}
        {!tree && !error && <Spin />}
        {tree && tree.buildings.length === 0 && <Empty description={words.noBuildings} />}
        {tree && tree.buildings.length > 0 && (
          <Tree
            key={treeVersion}
            aria-label={words.tree}
            treeData={toTreeData(tree, rooms, {
              words,
              add: addLink,
              manage: (place) => <PlaceActions place={place} onAction={onAction} />,
            })}
            expandedKeys={expanded}
            onExpand={(keys) => setExpanded(keys)}
            loadData={async (node) => {
              const key = String(node.key);
              if (key.startsWith('floor-')) await loadRooms(Number(key.slice('floor-'.length)));
            }}
            selectable={false}
          />
        )}
        <PlaceDialog target={target} onClose={() => setTarget(null)} onAdded={onAdded} />
        <PlaceEditDialog
          place={editing}
          onClose={() => setEditing(null)}
          onSaved={(place) => {
            setEditing(null);
            onChanged(place);
          }}
        />
        <PlaceConfirmDialog
          pending={pending}
          onClose={() => setPending(null)}
          onDone={(change) => {
            setPending(null);
            onChanged(change.place, change.action === 'delete');
          }}
        />
      </Card>
      <ImportPanel parkId={parkId} onImported={onImported} />
    </Flex>
  );
}
