// The message centre changes only the caller's own reading state: no park data, so no operation-log entry.
export const readOnlyPosts: Record<string, string> = {
  'POST /api/v1/message/list': 'lists the caller’s own messages',
  'POST /api/v1/message/read/:id': 'marks one of the caller’s own messages read: reading state, no park data changes',
  'POST /api/v1/message/read/all': 'marks the caller’s own messages read: reading state, no park data changes',
  'POST /api/v1/message/read/link': 'marks the caller’s own messages about the screen they opened read: reading state, no park data changes',
};
