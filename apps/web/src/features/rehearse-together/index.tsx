export { JoinRoom, type JoinRoomProps } from './JoinRoom.tsx';
export { RoomBadge, roomStanding } from './RoomBadge.tsx';
export { TogetherPanel, type TogetherPanelProps } from './TogetherPanel.tsx';
