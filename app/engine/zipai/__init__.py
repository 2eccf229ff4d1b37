"""The 字牌 family: waihuzi, yiyang and qidong."""
