"""The long-card (长牌, 八胡头) family: haimen and lvsi."""
