"""The documentation's screenshots of the settle window::

    xvfb-run -a python -m app.ui.settle.shots [OUT_DIR]    # default docs/img

settle-long.png: seed 000's worked example entered as a real haimen hand
(碰将对飘胡, 6 庄 2 底) and filled into 1号, who bought 庄; settle-zipai.png: a
qidong win on a discard (包铳).
"""

from __future__ import annotations

import sys
from pathlib import Path


def _app():
    from app.ui.qtapp import application
    from app.ui.uifont import use_ui_font

    app = application()
    use_ui_font(app)
    return app


def _save(app, window, path: Path) -> Path:
    window.resize(1366, 768)     # the most common laptop screen (issue 13)
    window.show()
    for _ in range(6):
        app.processEvents()
    window.grab().save(str(path))
    window.close()
    return path


def long_window(language: str = "zh_CN"):
    from . import SettleWindow

    w = SettleWindow(variant_id="haimen", language=language)
    w.add_group("peng", "押子 押子 押子")
    w.add_group("peng", "五筒 五筒 五筒")
    w.hand.edit.setText("千 空瑶 九条 一条 一万 九筒 二条 二万 八筒 三万 四万 五万")
    w.hand.radio.setChecked(True)
    w.judge_now()
    p = w.long_panel
    p.fill_seat.setCurrentIndex(0)
    p.fill_button.click()
    p.rows[0]["bought"].setChecked(True)
    p.rows[2]["zhuang"].setValue(1)
    return w


def zipai_window(language: str = "zh_CN"):
    from . import SettleWindow

    w = SettleWindow(variant_id="qidong", language=language)
    w.add_group("peng", "伍 伍 伍")
    w.hand.edit.setText("壹 贰 叁 二 七 五 五 五 柒 捌 玖")
    w.win.edit.setText("十")
    w.win_from.setCurrentIndex(w.win_from.findData("discard"))
    w.win.radio.setChecked(True)
    w.judge_now()
    w.zi_panel.winner.setCurrentIndex(0)
    w.zi_panel.payer.setCurrentIndex(1)
    return w


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    out = Path(argv[0]) if argv else Path(__file__).resolve().parents[3] / "docs" / "img"
    out.mkdir(parents=True, exist_ok=True)
    app = _app()
    print(_save(app, long_window(), out / "settle-long.png"))
    print(_save(app, zipai_window(), out / "settle-zipai.png"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
