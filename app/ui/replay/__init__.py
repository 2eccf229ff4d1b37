"""Replay viewer, statistics window and record file dialogs (Qt).

``viewer.ReplayWindow(record)``, ``stats.StatsWindow()``,
``dialogs.open_record(parent)``, ``dialogs.save_record_as(parent, match_or_record)``,
``dialogs.fill_recent_menu(menu, on_open)``, ``dialogs.offer_resume(parent, autosaver)``.
"""
